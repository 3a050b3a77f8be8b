/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_User_Mediator_OnInputs */

const en_admin_action_user_mediator_on = /** @type {(inputs: Admin_Action_User_Mediator_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user.mediator-on`)
};

const ur_admin_action_user_mediator_on = /** @type {(inputs: Admin_Action_User_Mediator_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث کا کردار دیا`)
};

/**
* | output |
* | --- |
* | "user.mediator-on" |
*
* @param {Admin_Action_User_Mediator_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_user_mediator_on = /** @type {((inputs?: Admin_Action_User_Mediator_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_User_Mediator_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_user_mediator_on(inputs)
	return en_admin_action_user_mediator_on(inputs)
});