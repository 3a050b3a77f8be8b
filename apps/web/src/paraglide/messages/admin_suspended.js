/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SuspendedInputs */

const en_admin_suspended = /** @type {(inputs: Admin_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is suspended:`)
};

const ur_admin_suspended = /** @type {(inputs: Admin_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا اکاؤنٹ معطل ہے:`)
};

/**
* | output |
* | --- |
* | "Your account is suspended:" |
*
* @param {Admin_SuspendedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspended = /** @type {((inputs?: Admin_SuspendedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SuspendedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_suspended(inputs)
	return en_admin_suspended(inputs)
});