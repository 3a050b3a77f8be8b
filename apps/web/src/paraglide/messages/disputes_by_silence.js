/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_By_SilenceInputs */

const en_disputes_by_silence = /** @type {(inputs: Disputes_By_SilenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no answer in time`)
};

const ur_disputes_by_silence = /** @type {(inputs: Disputes_By_SilenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وقت پر جواب نہ ملنے پر`)
};

/**
* | output |
* | --- |
* | "no answer in time" |
*
* @param {Disputes_By_SilenceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_by_silence = /** @type {((inputs?: Disputes_By_SilenceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_By_SilenceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_by_silence(inputs)
	return en_disputes_by_silence(inputs)
});