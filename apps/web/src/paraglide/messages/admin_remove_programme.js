/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Remove_ProgrammeInputs */

const en_admin_remove_programme = /** @type {(inputs: Admin_Remove_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove programme staff`)
};

const ur_admin_remove_programme = /** @type {(inputs: Admin_Remove_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام عملے سے ہٹائیں`)
};

/**
* | output |
* | --- |
* | "Remove programme staff" |
*
* @param {Admin_Remove_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_remove_programme = /** @type {((inputs?: Admin_Remove_ProgrammeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Remove_ProgrammeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_remove_programme(inputs)
	return en_admin_remove_programme(inputs)
});