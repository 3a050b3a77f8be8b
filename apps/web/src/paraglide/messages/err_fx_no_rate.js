/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Fx_No_RateInputs */

const en_err_fx_no_rate = /** @type {(inputs: Err_Fx_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dollar withdrawals to rupee accounts are paused: no dollar to rupee rate has been set yet. Please try again later.`)
};

const ur_err_fx_no_rate = /** @type {(inputs: Err_Fx_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روپے کے اکاؤنٹس میں ڈالر کی نکاسی فی الحال رکی ہوئی ہے: ڈالر سے روپے کی کوئی شرح ابھی مقرر نہیں ہوئی۔ براہِ کرم بعد میں دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Dollar withdrawals to rupee accounts are paused: no dollar to rupee rate has been set yet. Please try again later." |
*
* @param {Err_Fx_No_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_fx_no_rate = /** @type {((inputs?: Err_Fx_No_RateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Fx_No_RateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_fx_no_rate(inputs)
	return en_err_fx_no_rate(inputs)
});