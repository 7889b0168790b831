import { defineMessages } from "~/i18n/messages/define-messages";

/** What a dish earns, in Menu Management and the forms that set the rates. */
export const foodCostMessages = defineMessages(
  {
    "foodCost.share": "Food cost {share}",
    "foodCost.over": "Food cost {share}, over the {target} target",
    "foodCost.incomplete": "Food cost unknown: the recipe's cost is incomplete",
    "foodCost.noPrice": "No food cost: the dish has no price",
    "foodCost.defaultRates": "VAT {vat} and target {target} are defaults: edit the category to confirm them",
    "foodCost.vatRate": "VAT rate (%)",
    "foodCost.vatHint": "The VAT the prices include. In Turkey: 10 for food and soft drinks served, 20 for alcohol.",
    "foodCost.vatInvalid": "Write a rate from 0 to 100, e.g. 10",
    "foodCost.target": "Food cost target (%)",
    "foodCost.targetHint": "The share of a dish's price net of VAT that its ingredients may cost.",
    "foodCost.targetInvalid": "Write a target above 0 and up to 100, e.g. 30",
  },
  {
    "foodCost.share": "Gıda maliyeti {share}",
    "foodCost.over": "Gıda maliyeti {share}, {target} hedefinin üstünde",
    "foodCost.incomplete": "Gıda maliyeti bilinmiyor: tarifin maliyeti eksik",
    "foodCost.noPrice": "Gıda maliyeti yok: yemeğin fiyatı yok",
    "foodCost.defaultRates": "KDV {vat} ve hedef {target} varsayılan: onaylamak için kategoriyi düzenleyin",
    "foodCost.vatRate": "KDV oranı (%)",
    "foodCost.vatHint": "Fiyatların içerdiği KDV. Türkiye'de: servis edilen yiyecek ve alkolsüz içecekler için 10, alkol için 20.",
    "foodCost.vatInvalid": "0 ile 100 arasında bir oran yazın, ör. 10",
    "foodCost.target": "Gıda maliyeti hedefi (%)",
    "foodCost.targetHint": "Bir yemeğin KDV'siz fiyatının, malzemelerine gidebilecek payı.",
    "foodCost.targetInvalid": "0'dan büyük, en çok 100 olan bir hedef yazın, ör. 30",
  },
);
