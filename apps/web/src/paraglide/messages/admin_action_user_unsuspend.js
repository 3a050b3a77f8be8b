/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_User_UnsuspendInputs */

const en_admin_action_user_unsuspend = /** @type {(inputs: Admin_Action_User_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user.unsuspend`)
};

const ur_admin_action_user_unsuspend = /** @type {(inputs: Admin_Action_User_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارف کی معطلی ختم کی`)
};

/**
* | output |
* | --- |
* | "user.unsuspend" |
*
* @param {Admin_Action_User_UnsuspendInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_user_unsuspend = /** @type {((inputs?: Admin_Action_User_UnsuspendInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_User_UnsuspendInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_user_unsuspend(inputs)
	return en_admin_action_user_unsuspend(inputs)
});