/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs */

const en_err_you_can_only_hire_from_proposals_on_your_own_job = /** @type {(inputs: Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only hire from proposals on your own jobs`)
};

const ur_err_you_can_only_hire_from_proposals_on_your_own_job = /** @type {(inputs: Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ صرف اپنی جابز کے پروپوزلز سے ہائر کر سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "You can only hire from proposals on your own jobs" |
*
* @param {Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_can_only_hire_from_proposals_on_your_own_job = /** @type {((inputs?: Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_can_only_hire_from_proposals_on_your_own_job(inputs)
	return en_err_you_can_only_hire_from_proposals_on_your_own_job(inputs)
});