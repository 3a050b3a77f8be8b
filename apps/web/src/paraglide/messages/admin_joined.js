/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_JoinedInputs */

const en_admin_joined = /** @type {(inputs: Admin_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined`)
};

const ur_admin_joined = /** @type {(inputs: Admin_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شمولیت`)
};

/**
* | output |
* | --- |
* | "Joined" |
*
* @param {Admin_JoinedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_joined = /** @type {((inputs?: Admin_JoinedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_JoinedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_joined(inputs)
	return en_admin_joined(inputs)
});