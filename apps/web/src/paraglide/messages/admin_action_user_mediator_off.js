/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_User_Mediator_OffInputs */

const en_admin_action_user_mediator_off = /** @type {(inputs: Admin_Action_User_Mediator_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user.mediator-off`)
};

const ur_admin_action_user_mediator_off = /** @type {(inputs: Admin_Action_User_Mediator_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث کا کردار واپس لیا`)
};

/**
* | output |
* | --- |
* | "user.mediator-off" |
*
* @param {Admin_Action_User_Mediator_OffInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_user_mediator_off = /** @type {((inputs?: Admin_Action_User_Mediator_OffInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_User_Mediator_OffInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_user_mediator_off(inputs)
	return en_admin_action_user_mediator_off(inputs)
});