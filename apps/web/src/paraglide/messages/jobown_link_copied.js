/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Link_CopiedInputs */

const en_jobown_link_copied = /** @type {(inputs: Jobown_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied`)
};

const ur_jobown_link_copied = /** @type {(inputs: Jobown_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک کاپی ہو گیا`)
};

/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Jobown_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_link_copied = /** @type {((inputs?: Jobown_Link_CopiedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Link_CopiedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_link_copied(inputs)
	return en_jobown_link_copied(inputs)
});