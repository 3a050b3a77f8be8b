/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Badge_SuspendedInputs */

const en_admin_badge_suspended = /** @type {(inputs: Admin_Badge_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suspended`)
};

const ur_admin_badge_suspended = /** @type {(inputs: Admin_Badge_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معطل`)
};

/**
* | output |
* | --- |
* | "suspended" |
*
* @param {Admin_Badge_SuspendedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_badge_suspended = /** @type {((inputs?: Admin_Badge_SuspendedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Badge_SuspendedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_badge_suspended(inputs)
	return en_admin_badge_suspended(inputs)
});