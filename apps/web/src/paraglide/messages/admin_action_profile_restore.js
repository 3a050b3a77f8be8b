/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Profile_RestoreInputs */

const en_admin_action_profile_restore = /** @type {(inputs: Admin_Action_Profile_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profile.restore`)
};

const ur_admin_action_profile_restore = /** @type {(inputs: Admin_Action_Profile_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل بحال کیا`)
};

/**
* | output |
* | --- |
* | "profile.restore" |
*
* @param {Admin_Action_Profile_RestoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_profile_restore = /** @type {((inputs?: Admin_Action_Profile_RestoreInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Profile_RestoreInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_profile_restore(inputs)
	return en_admin_action_profile_restore(inputs)
});