/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ProgrammeInputs */

const en_admin_programme = /** @type {(inputs: Admin_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme staff`)
};

const ur_admin_programme = /** @type {(inputs: Admin_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام عملہ`)
};

/**
* | output |
* | --- |
* | "Programme staff" |
*
* @param {Admin_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme = /** @type {((inputs?: Admin_ProgrammeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ProgrammeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_programme(inputs)
	return en_admin_programme(inputs)
});