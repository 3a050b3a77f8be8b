/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Disputes_Meta_OpenedInputs */

const en_disputes_meta_opened = /** @type {(inputs: Disputes_Meta_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`opened ${i?.date}`)
};

const ur_disputes_meta_opened = /** @type {(inputs: Disputes_Meta_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`درج ہوا ${i?.date}`)
};

/**
* | output |
* | --- |
* | "opened {date}" |
*
* @param {Disputes_Meta_OpenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_opened = /** @type {((inputs: Disputes_Meta_OpenedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Meta_OpenedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_meta_opened(inputs)
	return en_disputes_meta_opened(inputs)
});