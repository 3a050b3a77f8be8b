/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Attachments_Must_Be_A_List_Of_LinksInputs */

const en_err_attachments_must_be_a_list_of_links = /** @type {(inputs: Err_Attachments_Must_Be_A_List_Of_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attachments must be a list of links`)
};

const ur_err_attachments_must_be_a_list_of_links = /** @type {(inputs: Err_Attachments_Must_Be_A_List_Of_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اٹیچمنٹس لنکس کی فہرست ہونی چاہییں`)
};

/**
* | output |
* | --- |
* | "Attachments must be a list of links" |
*
* @param {Err_Attachments_Must_Be_A_List_Of_LinksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_attachments_must_be_a_list_of_links = /** @type {((inputs?: Err_Attachments_Must_Be_A_List_Of_LinksInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Attachments_Must_Be_A_List_Of_LinksInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_attachments_must_be_a_list_of_links(inputs)
	return en_err_attachments_must_be_a_list_of_links(inputs)
});