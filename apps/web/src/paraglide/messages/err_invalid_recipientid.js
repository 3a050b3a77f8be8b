/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_RecipientidInputs */

const en_err_invalid_recipientid = /** @type {(inputs: Err_Invalid_RecipientidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid recipientId`)
};

const ur_err_invalid_recipientid = /** @type {(inputs: Err_Invalid_RecipientidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وصول کنندہ درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid recipientId" |
*
* @param {Err_Invalid_RecipientidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_recipientid = /** @type {((inputs?: Err_Invalid_RecipientidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_RecipientidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_recipientid(inputs)
	return en_err_invalid_recipientid(inputs)
});