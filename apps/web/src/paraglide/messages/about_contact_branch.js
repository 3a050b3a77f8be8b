/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Contact_BranchInputs */

const en_about_contact_branch = /** @type {(inputs: About_Contact_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Branch`)
};

const ur_about_contact_branch = /** @type {(inputs: About_Contact_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`برانچ سے رابطہ کریں`)
};

/**
* | output |
* | --- |
* | "Contact Branch" |
*
* @param {About_Contact_BranchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_contact_branch = /** @type {((inputs?: About_Contact_BranchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Contact_BranchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_contact_branch(inputs)
	return en_about_contact_branch(inputs)
});