/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Page_Not_LoadedInputs */

const en_common_page_not_loaded = /** @type {(inputs: Common_Page_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be loaded. Check your connection and try again.`)
};

const ur_common_page_not_loaded = /** @type {(inputs: Common_Page_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ صفحہ لوڈ نہیں ہو سکا۔ اپنا کنکشن چیک کر کے دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "This page could not be loaded. Check your connection and try again." |
*
* @param {Common_Page_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_page_not_loaded = /** @type {((inputs?: Common_Page_Not_LoadedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Page_Not_LoadedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_page_not_loaded(inputs)
	return en_common_page_not_loaded(inputs)
});