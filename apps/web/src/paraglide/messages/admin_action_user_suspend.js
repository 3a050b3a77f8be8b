/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_User_SuspendInputs */

const en_admin_action_user_suspend = /** @type {(inputs: Admin_Action_User_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user.suspend`)
};

const ur_admin_action_user_suspend = /** @type {(inputs: Admin_Action_User_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارف معطل کیا`)
};

/**
* | output |
* | --- |
* | "user.suspend" |
*
* @param {Admin_Action_User_SuspendInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_user_suspend = /** @type {((inputs?: Admin_Action_User_SuspendInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_User_SuspendInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_user_suspend(inputs)
	return en_admin_action_user_suspend(inputs)
});