/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Profile_HideInputs */

const en_admin_action_profile_hide = /** @type {(inputs: Admin_Action_Profile_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profile.hide`)
};

const ur_admin_action_profile_hide = /** @type {(inputs: Admin_Action_Profile_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل چھپایا`)
};

/**
* | output |
* | --- |
* | "profile.hide" |
*
* @param {Admin_Action_Profile_HideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_profile_hide = /** @type {((inputs?: Admin_Action_Profile_HideInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Profile_HideInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_profile_hide(inputs)
	return en_admin_action_profile_hide(inputs)
});