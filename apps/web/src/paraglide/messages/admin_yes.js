/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_YesInputs */

const en_admin_yes = /** @type {(inputs: Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

const ur_admin_yes = /** @type {(inputs: Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہاں`)
};

/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Admin_YesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_yes = /** @type {((inputs?: Admin_YesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_YesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_yes(inputs)
	return en_admin_yes(inputs)
});