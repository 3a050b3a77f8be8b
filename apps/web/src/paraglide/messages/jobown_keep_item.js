/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Jobown_Keep_ItemInputs */

const en_jobown_keep_item = /** @type {(inputs: Jobown_Keep_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep ${i?.name}`)
};

const ur_jobown_keep_item = /** @type {(inputs: Jobown_Keep_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} رہنے دیں`)
};

/**
* | output |
* | --- |
* | "Keep {name}" |
*
* @param {Jobown_Keep_ItemInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_keep_item = /** @type {((inputs: Jobown_Keep_ItemInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Keep_ItemInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_keep_item(inputs)
	return en_jobown_keep_item(inputs)
});