/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Badge_AdminInputs */

const en_admin_badge_admin = /** @type {(inputs: Admin_Badge_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

const ur_admin_badge_admin = /** @type {(inputs: Admin_Badge_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایڈمن`)
};

/**
* | output |
* | --- |
* | "admin" |
*
* @param {Admin_Badge_AdminInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_badge_admin = /** @type {((inputs?: Admin_Badge_AdminInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Badge_AdminInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_badge_admin(inputs)
	return en_admin_badge_admin(inputs)
});