/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_ProfileInputs */

const en_admin_target_profile = /** @type {(inputs: Admin_Target_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profile`)
};

const ur_admin_target_profile = /** @type {(inputs: Admin_Target_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل`)
};

/**
* | output |
* | --- |
* | "profile" |
*
* @param {Admin_Target_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_profile = /** @type {((inputs?: Admin_Target_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_target_profile(inputs)
	return en_admin_target_profile(inputs)
});