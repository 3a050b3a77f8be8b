/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Page_Not_ShownInputs */

const en_common_page_not_shown = /** @type {(inputs: Common_Page_Not_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be shown. Try again.`)
};

const ur_common_page_not_shown = /** @type {(inputs: Common_Page_Not_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ صفحہ دکھایا نہیں جا سکا۔ دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "This page could not be shown. Try again." |
*
* @param {Common_Page_Not_ShownInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_page_not_shown = /** @type {((inputs?: Common_Page_Not_ShownInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Page_Not_ShownInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_page_not_shown(inputs)
	return en_common_page_not_shown(inputs)
});