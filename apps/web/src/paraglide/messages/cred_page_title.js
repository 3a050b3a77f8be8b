/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Page_TitleInputs */

const en_cred_page_title = /** @type {(inputs: Cred_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credential verification`)
};

const ur_cred_page_title = /** @type {(inputs: Cred_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند کی تصدیق`)
};

/**
* | output |
* | --- |
* | "Credential verification" |
*
* @param {Cred_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_page_title = /** @type {((inputs?: Cred_Page_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Page_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_page_title(inputs)
	return en_cred_page_title(inputs)
});