/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Badge_ProgrammeInputs */

const en_admin_badge_programme = /** @type {(inputs: Admin_Badge_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`programme`)
};

const ur_admin_badge_programme = /** @type {(inputs: Admin_Badge_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام`)
};

/**
* | output |
* | --- |
* | "programme" |
*
* @param {Admin_Badge_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_badge_programme = /** @type {((inputs?: Admin_Badge_ProgrammeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Badge_ProgrammeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_badge_programme(inputs)
	return en_admin_badge_programme(inputs)
});