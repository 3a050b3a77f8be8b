/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cannot_Suspend_SelfInputs */

const en_admin_cannot_suspend_self = /** @type {(inputs: Admin_Cannot_Suspend_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot suspend yourself.`)
};

const ur_admin_cannot_suspend_self = /** @type {(inputs: Admin_Cannot_Suspend_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ خود کو معطل نہیں کر سکتے۔`)
};

/**
* | output |
* | --- |
* | "You cannot suspend yourself." |
*
* @param {Admin_Cannot_Suspend_SelfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_cannot_suspend_self = /** @type {((inputs?: Admin_Cannot_Suspend_SelfInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cannot_Suspend_SelfInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_cannot_suspend_self(inputs)
	return en_admin_cannot_suspend_self(inputs)
});