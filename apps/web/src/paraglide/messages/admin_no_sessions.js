/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_SessionsInputs */

const en_admin_no_sessions = /** @type {(inputs: Admin_No_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No live sessions.`)
};

const ur_admin_no_sessions = /** @type {(inputs: Admin_No_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی فعال سیشن نہیں۔`)
};

/**
* | output |
* | --- |
* | "No live sessions." |
*
* @param {Admin_No_SessionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_no_sessions = /** @type {((inputs?: Admin_No_SessionsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_SessionsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_no_sessions(inputs)
	return en_admin_no_sessions(inputs)
});