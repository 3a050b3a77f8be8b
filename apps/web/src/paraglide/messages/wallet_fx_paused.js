/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Fx_PausedInputs */

const en_wallet_fx_paused = /** @type {(inputs: Wallet_Fx_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dollar withdrawals to rupee accounts are paused: today's dollar to rupee rate has not been set yet. Please try again later.`)
};

const ur_wallet_fx_paused = /** @type {(inputs: Wallet_Fx_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روپے کے اکاؤنٹس میں ڈالر کی نکاسی فی الحال رکی ہوئی ہے: آج کی ڈالر سے روپے کی شرح ابھی مقرر نہیں ہوئی۔ براہِ کرم بعد میں دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Dollar withdrawals to rupee accounts are paused: today's dollar to rupee rate has not been set yet. Please try again later." |
*
* @param {Wallet_Fx_PausedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_paused = /** @type {((inputs?: Wallet_Fx_PausedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Fx_PausedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_fx_paused(inputs)
	return en_wallet_fx_paused(inputs)
});