/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Unknown_BrowserInputs */

const en_admin_unknown_browser = /** @type {(inputs: Admin_Unknown_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown browser`)
};

const ur_admin_unknown_browser = /** @type {(inputs: Admin_Unknown_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نامعلوم براؤزر`)
};

/**
* | output |
* | --- |
* | "unknown browser" |
*
* @param {Admin_Unknown_BrowserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_unknown_browser = /** @type {((inputs?: Admin_Unknown_BrowserInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Unknown_BrowserInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_unknown_browser(inputs)
	return en_admin_unknown_browser(inputs)
});