/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Programme_TitleInputs */

const en_admin_programme_title = /** @type {(inputs: Admin_Programme_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme credentials`)
};

const ur_admin_programme_title = /** @type {(inputs: Admin_Programme_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام کی اسناد`)
};

/**
* | output |
* | --- |
* | "Programme credentials" |
*
* @param {Admin_Programme_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme_title = /** @type {((inputs?: Admin_Programme_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Programme_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_programme_title(inputs)
	return en_admin_programme_title(inputs)
});