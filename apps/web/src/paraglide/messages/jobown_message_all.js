/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Message_AllInputs */

const en_jobown_message_all = /** @type {(inputs: Jobown_Message_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message All Applicants`)
};

const ur_jobown_message_all = /** @type {(inputs: Jobown_Message_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمام درخواست دہندگان کو پیغام بھیجیں`)
};

/**
* | output |
* | --- |
* | "Message All Applicants" |
*
* @param {Jobown_Message_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_message_all = /** @type {((inputs?: Jobown_Message_AllInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Message_AllInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_message_all(inputs)
	return en_jobown_message_all(inputs)
});