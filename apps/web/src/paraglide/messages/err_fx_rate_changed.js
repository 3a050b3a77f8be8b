/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Fx_Rate_ChangedInputs */

const en_err_fx_rate_changed = /** @type {(inputs: Err_Fx_Rate_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dollar to rupee rate has changed: check the new rupee amount and confirm again.`)
};

const ur_err_fx_rate_changed = /** @type {(inputs: Err_Fx_Rate_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈالر سے روپے کی شرح بدل گئی ہے: روپوں کی نئی رقم دیکھ کر دوبارہ تصدیق کریں۔`)
};

/**
* | output |
* | --- |
* | "The dollar to rupee rate has changed: check the new rupee amount and confirm again." |
*
* @param {Err_Fx_Rate_ChangedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_fx_rate_changed = /** @type {((inputs?: Err_Fx_Rate_ChangedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Fx_Rate_ChangedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_fx_rate_changed(inputs)
	return en_err_fx_rate_changed(inputs)
});