/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Offline_TextInputs */

const en_common_offline_text = /** @type {(inputs: Common_Offline_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be loaded because the connection is down. Check your connection and retry.`)
};

const ur_common_offline_text = /** @type {(inputs: Common_Offline_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنکشن منقطع ہونے کی وجہ سے یہ صفحہ لوڈ نہیں ہو سکا۔ اپنا کنکشن چیک کر کے دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "This page could not be loaded because the connection is down. Check your connection and retry." |
*
* @param {Common_Offline_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_offline_text = /** @type {((inputs?: Common_Offline_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Offline_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_offline_text(inputs)
	return en_common_offline_text(inputs)
});