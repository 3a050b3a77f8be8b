/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Suspended_EndInputs */

const en_admin_suspended_end = /** @type {(inputs: Admin_Suspended_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const ur_admin_suspended_end = /** @type {(inputs: Admin_Suspended_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` استعمال کریں۔`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Admin_Suspended_EndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspended_end = /** @type {((inputs?: Admin_Suspended_EndInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Suspended_EndInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_suspended_end(inputs)
	return en_admin_suspended_end(inputs)
});