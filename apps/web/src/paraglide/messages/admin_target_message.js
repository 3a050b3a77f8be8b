/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_MessageInputs */

const en_admin_target_message = /** @type {(inputs: Admin_Target_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`message`)
};

const ur_admin_target_message = /** @type {(inputs: Admin_Target_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام`)
};

/**
* | output |
* | --- |
* | "message" |
*
* @param {Admin_Target_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_message = /** @type {((inputs?: Admin_Target_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_target_message(inputs)
	return en_admin_target_message(inputs)
});