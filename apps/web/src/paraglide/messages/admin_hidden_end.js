/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Hidden_EndInputs */

const en_admin_hidden_end = /** @type {(inputs: Admin_Hidden_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const ur_admin_hidden_end = /** @type {(inputs: Admin_Hidden_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`۔`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Admin_Hidden_EndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden_end = /** @type {((inputs?: Admin_Hidden_EndInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Hidden_EndInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_hidden_end(inputs)
	return en_admin_hidden_end(inputs)
});