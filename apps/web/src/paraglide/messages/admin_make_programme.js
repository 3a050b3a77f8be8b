/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Make_ProgrammeInputs */

const en_admin_make_programme = /** @type {(inputs: Admin_Make_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make programme staff`)
};

const ur_admin_make_programme = /** @type {(inputs: Admin_Make_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام عملہ بنائیں`)
};

/**
* | output |
* | --- |
* | "Make programme staff" |
*
* @param {Admin_Make_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_make_programme = /** @type {((inputs?: Admin_Make_ProgrammeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Make_ProgrammeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_make_programme(inputs)
	return en_admin_make_programme(inputs)
});