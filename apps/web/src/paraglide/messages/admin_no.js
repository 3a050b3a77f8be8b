/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_NoInputs */

const en_admin_no = /** @type {(inputs: Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const ur_admin_no = /** @type {(inputs: Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نہیں`)
};

/**
* | output |
* | --- |
* | "No" |
*
* @param {Admin_NoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_no = /** @type {((inputs?: Admin_NoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_NoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_no(inputs)
	return en_admin_no(inputs)
});