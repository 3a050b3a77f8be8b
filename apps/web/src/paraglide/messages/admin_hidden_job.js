/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Hidden_JobInputs */

const en_admin_hidden_job = /** @type {(inputs: Admin_Hidden_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job is hidden from other people by an admin: `)
};

const ur_admin_hidden_job = /** @type {(inputs: Admin_Hidden_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایک ایڈمن نے یہ جاب دوسرے لوگوں سے چھپا دی ہے: `)
};

/**
* | output |
* | --- |
* | "This job is hidden from other people by an admin:" |
*
* @param {Admin_Hidden_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden_job = /** @type {((inputs?: Admin_Hidden_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Hidden_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_hidden_job(inputs)
	return en_admin_hidden_job(inputs)
});