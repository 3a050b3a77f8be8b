/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_PreviousInputs */

const en_admin_previous = /** @type {(inputs: Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const ur_admin_previous = /** @type {(inputs: Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پچھلا`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Admin_PreviousInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_previous = /** @type {((inputs?: Admin_PreviousInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PreviousInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_previous(inputs)
	return en_admin_previous(inputs)
});