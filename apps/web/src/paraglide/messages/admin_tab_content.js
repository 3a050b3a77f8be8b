/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_ContentInputs */

const en_admin_tab_content = /** @type {(inputs: Admin_Tab_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content`)
};

const ur_admin_tab_content = /** @type {(inputs: Admin_Tab_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مواد`)
};

/**
* | output |
* | --- |
* | "Content" |
*
* @param {Admin_Tab_ContentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_content = /** @type {((inputs?: Admin_Tab_ContentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_ContentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_tab_content(inputs)
	return en_admin_tab_content(inputs)
});