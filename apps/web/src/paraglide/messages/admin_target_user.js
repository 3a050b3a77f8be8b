/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_UserInputs */

const en_admin_target_user = /** @type {(inputs: Admin_Target_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user`)
};

const ur_admin_target_user = /** @type {(inputs: Admin_Target_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارف`)
};

/**
* | output |
* | --- |
* | "user" |
*
* @param {Admin_Target_UserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_user = /** @type {((inputs?: Admin_Target_UserInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_UserInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_target_user(inputs)
	return en_admin_target_user(inputs)
});