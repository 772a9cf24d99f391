/**
 * Every trade a portfolio client can be in, matched from the words of the client's name, so a
 * picture shows what the client does: a cup for Northwind Coffee, a truck for Atlas Freight.
 */
import { FOOD_TRADES } from "./portfolio-motifs-food.ts";
import { GOODS_TRADES } from "./portfolio-motifs-goods.ts";
import { SERVICE_TRADES } from "./portfolio-motifs-services.ts";
import { TRAVEL_TRADES } from "./portfolio-motifs-travel.ts";
import type { Trade } from "./portfolio-motif.ts";

export const TRADES = { ...FOOD_TRADES, ...GOODS_TRADES, ...SERVICE_TRADES, ...TRAVEL_TRADES };
export type TradeName = keyof typeof TRADES;

/** The trade whose words the client's name holds, or undefined when no trade's do. */
export function tradeOf(client: string): TradeName | undefined {
  return (Object.keys(TRADES) as TradeName[]).find((name) => (TRADES[name] as Trade).words.test(client));
}
