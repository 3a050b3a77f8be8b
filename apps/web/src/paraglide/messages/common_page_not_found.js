/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Page_Not_FoundInputs */

const en_common_page_not_found = /** @type {(inputs: Common_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Page not found`)
};

const ur_common_page_not_found = /** @type {(inputs: Common_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معذرت! صفحہ نہیں ملا`)
};

/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Common_Page_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_page_not_found = /** @type {((inputs?: Common_Page_Not_FoundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Page_Not_FoundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_page_not_found(inputs)
	return en_common_page_not_found(inputs)
});