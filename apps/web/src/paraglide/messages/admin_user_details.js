/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_User_DetailsInputs */

const en_admin_user_details = /** @type {(inputs: Admin_User_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User details`)
};

const ur_admin_user_details = /** @type {(inputs: Admin_User_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارف کی تفصیلات`)
};

/**
* | output |
* | --- |
* | "User details" |
*
* @param {Admin_User_DetailsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_user_details = /** @type {((inputs?: Admin_User_DetailsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_DetailsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_user_details(inputs)
	return en_admin_user_details(inputs)
});