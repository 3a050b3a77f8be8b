/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reason_SuspendingInputs */

const en_admin_reason_suspending = /** @type {(inputs: Admin_Reason_SuspendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for suspending`)
};

const ur_admin_reason_suspending = /** @type {(inputs: Admin_Reason_SuspendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معطلی کی وجہ`)
};

/**
* | output |
* | --- |
* | "Reason for suspending" |
*
* @param {Admin_Reason_SuspendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reason_suspending = /** @type {((inputs?: Admin_Reason_SuspendingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reason_SuspendingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_reason_suspending(inputs)
	return en_admin_reason_suspending(inputs)
});