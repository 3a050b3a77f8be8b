/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Could_Not_LoadInputs */

const en_wallet_could_not_load = /** @type {(inputs: Wallet_Could_Not_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load this. Please try again later.`)
};

const ur_wallet_could_not_load = /** @type {(inputs: Wallet_Could_Not_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ لوڈ نہیں ہو سکا۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load this. Please try again later." |
*
* @param {Wallet_Could_Not_LoadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_could_not_load = /** @type {((inputs?: Wallet_Could_Not_LoadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Could_Not_LoadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_could_not_load(inputs)
	return en_wallet_could_not_load(inputs)
});