/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Save_Failed_RetryInputs */

const en_profedit_save_failed_retry = /** @type {(inputs: Profedit_Save_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to save profile. Please try again.`)
};

const ur_profedit_save_failed_retry = /** @type {(inputs: Profedit_Save_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل محفوظ نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Failed to save profile. Please try again." |
*
* @param {Profedit_Save_Failed_RetryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_save_failed_retry = /** @type {((inputs?: Profedit_Save_Failed_RetryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Save_Failed_RetryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_save_failed_retry(inputs)
	return en_profedit_save_failed_retry(inputs)
});