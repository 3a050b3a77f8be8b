/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Stat_UsersInputs */

const en_about_stat_users = /** @type {(inputs: About_Stat_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Registered`)
};

const ur_about_stat_users = /** @type {(inputs: About_Stat_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کل رجسٹرڈ`)
};

/**
* | output |
* | --- |
* | "Total Registered" |
*
* @param {About_Stat_UsersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stat_users = /** @type {((inputs?: About_Stat_UsersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Stat_UsersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_stat_users(inputs)
	return en_about_stat_users(inputs)
});