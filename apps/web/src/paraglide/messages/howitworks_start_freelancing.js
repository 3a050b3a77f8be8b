/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Start_FreelancingInputs */

const en_howitworks_start_freelancing = /** @type {(inputs: Howitworks_Start_FreelancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Freelancing Now`)
};

const ur_howitworks_start_freelancing = /** @type {(inputs: Howitworks_Start_FreelancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی فری لانسنگ شروع کریں`)
};

/**
* | output |
* | --- |
* | "Start Freelancing Now" |
*
* @param {Howitworks_Start_FreelancingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_start_freelancing = /** @type {((inputs?: Howitworks_Start_FreelancingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Start_FreelancingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_start_freelancing(inputs)
	return en_howitworks_start_freelancing(inputs)
});